// XSS payloads the rich-text sanitiser must neutralise. The unit tests run every one through
// sanitizeRichText, and the browser journey (e2e/tests/content-pages.spec.ts) stores them in content
// pages and opens them in Chromium. Each would call alert() or window.__xss() if it ran. No imports:
// the e2e package reads this file directly.

const js = 'javascript:alert(1)';

/** Script elements, in every spelling a lenient parser might accept. */
const scripts = [
  '<script>alert(1)</script>',
  '<SCRIPT>__xss("script-upper")</SCRIPT>',
  '<script src="https://evil.example/x.js"></script>',
  '<script>/*</script><p>after</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\n>alert(1)</script\n>',
  '<script type="text/javascript">__xss("typed")</script>',
  '<script>alert(1)//',
  '<<script>alert(1);//<</script>',
  '<p>safe</p><script defer>__xss("defer")</script>',
  '<script>document.write("<img src=x onerror=alert(1)>")</script>',
  '"><script>alert(1)</script>',
];

/** Event handler attributes on allowed and disallowed elements. */
const handlers = [
  '<img src="x" onerror="alert(1)">',
  '<img src=x onerror=__xss("img")>',
  '<img src="/api/v1/download/abc" onload="__xss(\'onload\')">',
  '<p onclick="alert(1)">click me</p>',
  '<p onmouseover="__xss(\'hover\')">hover me</p>',
  '<a href="https://example.com" onmouseover="alert(1)">link</a>',
  '<body onload="alert(1)">',
  '<h1 onfocus="alert(1)" tabindex="0" autofocus>heading</h1>',
  '<input autofocus onfocus="__xss(\'input\')">',
  '<details open ontoggle="__xss(\'toggle\')"><summary>x</summary></details>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src="x" onerror="__xss(\'audio\')"></audio>',
  '<marquee onstart="alert(1)">m</marquee>',
  '<div onpointerenter="alert(1)" style="position:fixed;inset:0">cover</div>',
  '<strong ONCLICK="alert(1)">bold</strong>',
  '<em onclick\n=\n"alert(1)">em</em>',
  '<blockquote/onmouseover=alert(1)>quote</blockquote>',
  '<li onanimationstart="alert(1)">item</li>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<p on="x" onx="alert(1)" data-on="y">attrs</p>',
  '<select autofocus onfocus="alert(1)"><option>o</option></select>',
  '<textarea autofocus onfocus="alert(1)">t</textarea>',
];

/** Dangerous URL schemes, including encoded and whitespace-broken spellings. */
const urls = [
  `<a href="${js}">js</a>`,
  '<a href="JaVaScRiPt:alert(1)">case</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<a href="jav\tascript:alert(1)">tab</a>',
  '<a href="jav&#x09;ascript:alert(1)">encoded tab</a>',
  '<a href="jav&#x0A;ascript:alert(1)">encoded newline</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">padded</a>',
  '<a href="javascript&colon;alert(1)">named colon</a>',
  '<a href="java&Tab;script:alert(1)">named tab</a>',
  '<a href="&#1;javascript:alert(1)">control prefix</a>',
  '<a href="\u0000javascript:alert(1)">nul</a>',
  '<a href="javascript:\u2028alert(1)">line separator</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data html</a>',
  '<a href="//evil.example/">protocol relative</a>',
  '<a href="/\\evil.example/">backslash</a>',
  '<a href="https://example.com" target="_self" rel="opener">forced rel</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/track.gif">',
  '<img src="/api/v1/download/../../account/logout">',
  '<img src="/api/v1/download/abc?x=1">',
  '<img srcset="javascript:alert(1) 1x">',
  '<a href="javascript://%0Aalert(1)">comment newline</a>',
  '<a href="java\u202Escript:alert(1)">bidi inside scheme</a>',
  '<a href="java\u200Bscript:alert(1)">zero width</a>',
  '<a href="x" xlink:href="javascript:alert(1)">xlink</a>',
];

/** SVG and MathML, which parse differently from HTML. */
const foreign = [
  '<svg onload="alert(1)">',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"></animate></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<math href="javascript:alert(1)">math</math>',
  '<svg><style>@import "https://evil.example/x.css";</style></svg>',
];

/** Embedded documents and plug-ins. */
const embeds = [
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss(\'srcdoc\')&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<embed src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<applet code="x"></applet>',
  '<portal src="https://evil.example"></portal>',
];

/** Document-level elements that redirect or change how the page loads. */
const documentLevel = [
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0; url=https://evil.example">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
];

/** CSS: style attributes and elements, expressions, bindings, imports. */
const css = [
  '<p style="background:url(javascript:alert(1))">bg</p>',
  '<p style="width:expression(alert(1))">ie expression</p>',
  '<p style="behavior:url(x.htc)">behavior</p>',
  '<p style="-moz-binding:url(https://evil.example/x.xml#xss)">binding</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</p>',
  '<p class="MuiBackdrop-root">class hijack</p>',
  '<p style="color:red" class="x" id="root">id clobber</p>',
  '<img src="/api/v1/download/abc" style="xss:expr/**/ession(alert(1))">',
];

/** Forms that would send or act on the visitor's behalf. */
const forms = [
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">go</button></form>',
  '<button formaction="javascript:__xss(\'formaction\')">go</button>',
  '<input type="image" src="x" onerror="alert(1)">',
  '<form id="test"></form><button form="test" formaction="javascript:alert(1)">x</button>',
  '<isindex type="image" src="1" onerror="alert(1)">',
];

/** Bidi override and isolate controls, literal and entity-encoded. */
const bidi = [
  '<p>\u202Egnp.exe</p>',
  '<p>\u202Aleft\u202Bright\u202Cpop\u202Doverride</p>',
  '<p>\u2066isolate\u2067rtl\u2068first\u2069</p>',
  '<p>&#x202E;encoded override&#8238;</p>',
  '<p dir="rtl\u202E">dir with control</p>',
  '<a href="https://example.com/\u202Efdp.exe">link with override</a>',
  '<img src="/api/v1/download/abc" alt="\u2067alt\u2069">',
  '<scr\u202Eipt>alert(1)</scr\u202Eipt>',
];

/** Mutation XSS: markup a lenient parser reads one way and the browser another. */
const mutation = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><table><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<template><script>alert(1)</script></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<title><img src=x onerror=alert(1)></title>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<p title="&lt;img src=x onerror=alert(1)&gt;">title</p>',
  '<a href="https://example.com"><a href="javascript:alert(1)">nested link</a></a>',
  '<plaintext><img src=x onerror=alert(1)>',
];

/** Nested, unclosed and malformed markup. */
const malformed = [
  '<p><strong><em>unclosed',
  '<ul><li><script>alert(1)</li></ul>',
  '<img src="x" onerror="alert(1)"',
  '<img """><script>alert(1)</script>">',
  '<p/onclick=alert(1)>slash</p>',
  '<p\tonclick=alert(1)>tab</p>',
  '<p\fonclick=alert(1)>formfeed</p>',
  '<img/src="x"/onerror="alert(1)">',
  '<a href=https://example.com onclick=alert(1)>unquoted</a>',
  '<p>'.repeat(200) + 'deep' + '</p>'.repeat(200),
  '<div><div><div><img src=x onerror=alert(1)></div></div></div>',
  '<<p>>double<</p>>',
  '</p><script>alert(1)</script><p>',
  '<p a="\'" onclick="alert(1)" b=\'"\'>quotes</p>',
  '<p\u0000onclick=alert(1)>nul in tag</p>',
  '<a href="javascript:alert(1)">refused link</a><p>next sibling</p>',
  '<img src=x onerror=alert(1)><p>next sibling</p>',
];

/** At least 100 payloads, grouped by kind. */
export const XSS_PAYLOADS: readonly string[] = [
  ...scripts,
  ...handlers,
  ...urls,
  ...foreign,
  ...embeds,
  ...documentLevel,
  ...css,
  ...forms,
  ...bidi,
  ...mutation,
  ...malformed,
];
