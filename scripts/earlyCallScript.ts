import { EARLY_CALLS, FRAME_CALLS } from '../src/shared/earlyCall.ts';

/** The script for index.html; `apiBase` is where `/api/v1` lives. */
export function earlyCallScript(apiBase: string): string {
  const rules = EARLY_CALLS.map(({ page, calls, pictures }) => `[${page},${JSON.stringify(calls)},${JSON.stringify(pictures ?? null)}]`).join(',');
  // Same rules as getStoredLanguage() and readToken(): Arabic unless English was chosen; the token is the "jwt" cookie.
  return (
    `try{if(!/(^|; )jwt=/.test(document.cookie)){const p=location.pathname+location.search,l=localStorage.getItem("language")==="en"?"en":"ar",s=window.earlyCalls=[],` +
    // A call whose answer lists pictures: the script reads the answer first, preloads the picture,
    // and hands the app an identical answer, so the preload never comes after the app's own. Only
    // a web or site address is preloaded, as by preloadImage.
    `g=(c,m)=>{const u=${JSON.stringify(apiBase)}+c,f=fetch(u,{headers:{lang:l}}).then(a=>m&&a.ok?a.text().then(t=>{try{preloadPicture(JSON.parse(t),m)}catch{}` +
    `return new Response(t,{status:a.status,statusText:a.statusText,headers:a.headers})}):a);f.catch(()=>{});s.push({url:u,lang:l,response:f})},` +
    `preloadPicture=(b,m)=>{for(const k of m)b=b?.[k];const i=Array.isArray(b)&&b.find(i=>i?.type==="image");` +
    `if(/^(https?:|\\/)/i.test(i?.url)){const k=document.createElement("link");k.rel="preload";k.setAttribute("as","image");k.setAttribute("fetchpriority","high");k.href=i.url;document.head.append(k)}};` +
    `for(const[r,c,m]of[${rules}])if(r.test(p)){c.forEach((x,i)=>g(p.replace(r,x),i?0:m));break}for(const c of ${JSON.stringify(FRAME_CALLS)})g(c)}}catch{}`
  );
}
