import { formatDate } from '../../../shared/formatDate';
import { useLanguage } from '../../../shared/language';
import type { Comment } from '../../catalogue';
import { StarRating } from '../../../shared/ui/StarRating';
import classes from './CommentList.module.css';

/** One page of comments: who, when, their stars and their words. */
export function CommentList({ comments }: { comments: Comment[] }) {
  const language = useLanguage();
  return (
    <ul className={classes.list}>
      {comments.map((comment) => (
        <li key={comment.id} className={classes.comment}>
          <div className={classes.head}>
            <div className={classes.who}>
              <span className={classes.avatar} aria-hidden>
                {comment.name.trim().charAt(0)}
              </span>
              <div>
                <p className={classes.name}>{comment.name}</p>
                <time dateTime={comment.created_at} className={classes.date}>
                  {formatDate(comment.created_at, language)}
                </time>
              </div>
            </div>
            <StarRating value={comment.rating} />
          </div>
          <p className={classes.message}>{comment.message}</p>
        </li>
      ))}
    </ul>
  );
}
