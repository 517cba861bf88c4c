import { EARLY_CALLS } from '../src/shared/earlyCall.ts';

/** The script for index.html; `apiBase` is where `/api/v1` lives. */
export function earlyCallScript(apiBase: string): string {
  const rules = EARLY_CALLS.map(({ page, call, pictures }) => `[${page},${JSON.stringify(call)},${JSON.stringify(pictures ?? null)}]`).join(',');
  // Same rules as getStoredLanguage() and readToken(): Arabic unless English was chosen; the token is the "jwt" cookie.
  return (
    `try{if(!/(^|; )jwt=/.test(document.cookie)){const p=location.pathname+location.search,l=localStorage.getItem("language")==="en"?"en":"ar";` +
    `for(const[r,c,m]of[${rules}])if(r.test(p)){const u=${JSON.stringify(apiBase)}+p.replace(r,c);` +
    `const f=fetch(u,{headers:{lang:l}});f.catch(()=>{});window.earlyCall={url:u,lang:l,response:f};` +
    // The answer is read from a copy: the app reads the original.
    `if(m)f.then(a=>a.ok?a.clone().json():null).then(b=>{let x=b;for(const k of m)x=x?.[k];const i=Array.isArray(x)&&x.find(i=>i?.type==="image");` +
    `if(i){const k=document.createElement("link");k.rel="preload";k.setAttribute("as","image");k.setAttribute("fetchpriority","high");k.href=i.url;document.head.append(k)}}).catch(()=>{});` +
    `break}}}catch{}`
  );
}
