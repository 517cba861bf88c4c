import type { Comment } from '../../catalogue';
import { Byline } from '../../../shared/ui/Byline';
import { StarRating } from '../../../shared/ui/StarRating';
import classes from './CommentList.module.css';

/** One page of comments: who, when, their stars and their words. */
export function CommentList({ comments }: { comments: Comment[] }) {
  return (
    <ul className={classes.list}>
      {comments.map((comment) => (
        <li key={comment.id} className={classes.comment}>
          <div className={classes.head}>
            <Byline
              avatar={
                <span className={classes.avatar} aria-hidden>
                  {comment.name.trim().charAt(0)}
                </span>
              }
              name={comment.name}
              date={comment.created_at}
            />
            <StarRating value={comment.rating} />
          </div>
          <p className={classes.message}>{comment.message}</p>
        </li>
      ))}
    </ul>
  );
}
