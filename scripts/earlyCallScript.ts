import { EARLY_CALLS } from '../src/shared/earlyCall.ts';

/** The script for index.html; `apiBase` is where `/api/v1` lives. */
export function earlyCallScript(apiBase: string): string {
  const rules = EARLY_CALLS.map(({ page, call }) => `[${page},${JSON.stringify(call)}]`).join(',');
  // Same rules as getStoredLanguage() and readToken(): Arabic unless English was chosen; the token is the "jwt" cookie.
  return (
    `try{if(!/(^|; )jwt=/.test(document.cookie)){const p=location.pathname+location.search,l=localStorage.getItem("language")==="en"?"en":"ar";` +
    `for(const[r,c]of[${rules}])if(r.test(p)){const u=${JSON.stringify(apiBase)}+p.replace(r,c);` +
    `const f=fetch(u,{headers:{lang:l}});f.catch(()=>{});window.earlyCall={url:u,lang:l,response:f};break}}}catch{}`
  );
}
