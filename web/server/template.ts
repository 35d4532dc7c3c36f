/**
 * A page's built HTML shell (web/dist/*.html, with its preloads), made ready to take a rendered
 * page: the site-wide title, description and preview tags give way to the page's own, the boot
 * placeholder in #root to the page's markup, and the route data goes before </body>.
 */
export interface Template {
  /** The shell as built, for when a page cannot be rendered. */
  shell: string;
  before: string;
  between: string;
  after: string;
}

const ROOT = /<div id="root">[\s\S]*?<\/div><\/div>/;
/** The shell's own tags that each page replaces with its own. */
const SITE_TAGS =
  /\s*(?:<title>[^<]*<\/title>|<meta\s+(?:name="description"|property="og:[a-z_:]+")[^>]*>)/g;

export function prepareTemplate(shell: string): Template {
  const head = shell.indexOf('</head>');
  const root = ROOT.exec(shell);
  const bodyEnd = shell.lastIndexOf('</body>');
  if (head < 0 || !root || bodyEnd < 0) {
    throw new Error('page template: no </head>, <div id="root"> or </body>');
  }
  const rootEnd = root.index + root[0].length;
  return {
    shell,
    before: `${shell.slice(0, head).replace(SITE_TAGS, '')}\n    `,
    between: `${shell.slice(head, root.index)}<div id="root">`,
    after: `</div>${shell.slice(rootEnd, bodyEnd).replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')}`,
  };
}

export function fillTemplate(
  template: Template,
  page: { head: string; body: string; data: string },
): string {
  return `${template.before}${page.head}\n  ${template.between}${page.body}${template.after}${page.data}\n  </body>\n</html>\n`;
}
