import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_SVG_DEPTH, findSvgProblem, svgProblemMessage } from "./svg-safety";

const svg = (body: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`;
const base64 = (text: string) => Buffer.from(text).toString("base64");
const SCRIPTED_SVG = base64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Every SVG the demo ships (public files and the storage seed), relative to the repository root. */
function demoSvgs(): string[] {
  return ["public/attached_assets", "data/storage-seed"].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".svg"))
      .map((name) => join(folder, name)),
  );
}

describe("findSvgProblem", () => {
  it("accepts an ordinary logo: shapes, gradients, internal references, inline styles and embedded raster data", () => {
    const logo = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h10"/></defs>' +
        '<style>.a{fill:url(#g)} .b > .c{stroke:#000}</style><rect class="a" width="10" height="10" style="fill:url(\'#g\')"/>' +
        '<use href="#p"/><use xlink:href="#p"/><image href="data:image/png;base64,iVBORw0KGgo="/><text x="1">Turn on = off &amp; go</text>',
      ' viewBox="0 0 10 10" data-title="a > b"',
    );
    expect(findSvgProblem(logo)).toBeNull();
  });

  it("accepts what drawing programs write: the XML declaration, comments, editor namespaces, CDATA styles, raster data in CSS", () => {
    const inkscape =
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape -->\n' +
      svg(
        '<sodipodi:namedview id="nv" inkscape:zoom="1"/><metadata><rdf:RDF><dc:title>Logo</dc:title></rdf:RDF></metadata>' +
          '<style type="text/css"><![CDATA[ .a { fill: url( #g ); font-family: "Open Sans", sans-serif } ]]></style>' +
          '<rect fill="url(#g)" style="background-image:url(data:image/webp;base64,UklGRg==)"/>' +
          '<image href="data:image/jpeg;base64,/9j/" /><image href="data:image/gif,GIF89a"/>' +
          '<animate attributeName="href" values="#a; #b"/>',
        ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"' +
          ' xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:on="urn:example:on"',
      );
    expect(findSvgProblem(inkscape)).toBeNull();
  });

  it.each(demoSvgs())("accepts the demo's %s", (path) => {
    expect(findSvgProblem(readFileSync(path, "utf8"))).toBeNull();
  });

  it("finds the demo SVGs it checks", () => {
    expect(demoSvgs().length).toBeGreaterThanOrEqual(50);
  });

  it("refuses malformed XML, which browsers refuse too", () => {
    expect(findSvgProblem("<svg><rect></svg>")).toBe("svgMalformed");
    expect(findSvgProblem(svg("<rect onmouseover=x()/>"))).toBe("svgMalformed"); // an unquoted attribute
    expect(findSvgProblem(svg('<a href="&#x6A;ava&#x09;script&colon;alert(1)"><rect/></a>'))).toBe("svgMalformed"); // XML has no &colon;
    expect(findSvgProblem(svg("<x:rect/>"))).toBe("svgMalformed"); // an undeclared prefix
    expect(findSvgProblem(svg("") + "<svg/>")).toBe("svgMalformed");
    expect(findSvgProblem('\n<?xml version="1.0"?>' + svg(""))).toBe("svgMalformed"); // the declaration must come first
  });

  it("refuses processing instructions other than the XML declaration (xml-stylesheet loads outside files)", () => {
    expect(findSvgProblem('<?xml-stylesheet href="http://evil.example/a.css"?>' + svg("<rect/>"))).toBe(
      "svgProcessingInstruction",
    );
    expect(
      findSvgProblem('<?xml version="1.0"?><?xml-stylesheet type="text/css" href="file:///etc/passwd"?>' + svg("")),
    ).toBe("svgProcessingInstruction");
    expect(findSvgProblem(svg('<rect/><?xml-stylesheet href="#s"?>'))).toBe("svgProcessingInstruction");
    expect(findSvgProblem(svg("") + "<?anything else?>")).toBe("svgProcessingInstruction");
  });

  it("refuses an XML declaration naming an encoding other than UTF-8", () => {
    expect(findSvgProblem('<?xml version="1.0" encoding="Shift_JIS"?>' + svg(""))).toBe("svgEncoding");
    expect(findSvgProblem('<?xml version="1.0" encoding="utf-8"?>' + svg(""))).toBeNull();
  });

  it("refuses script elements in any case and namespace, and scripts hidden in CDATA", () => {
    expect(findSvgProblem(svg("<script>alert(1)</script>"))).toBe("svgScript");
    expect(findSvgProblem(svg("<SCRIPT>alert(1)</SCRIPT>"))).toBe("svgScript");
    expect(findSvgProblem(svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'))).toBe(
      "svgScript",
    );
    expect(findSvgProblem(svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'))).toBe(
      "svgScript",
    );
    expect(findSvgProblem(svg("<script><![CDATA[ alert(1) ]]></script>"))).toBe("svgScript");
    expect(findSvgProblem(svg("<text><![CDATA[ <script>alert(1)</script> ]]></text>"))).toBe("svgScript");
  });

  it("refuses event handler attributes, however written", () => {
    expect(findSvgProblem(svg("", ' onload="alert(1)"'))).toBe("svgEventHandler");
    expect(findSvgProblem(svg('<rect ONCLICK="x()"/>'))).toBe("svgEventHandler");
    expect(findSvgProblem(svg('<rect title="a > b" onfocus = "x()"/>'))).toBe("svgEventHandler");
    expect(findSvgProblem(svg('<rect x:onclick="x()" xmlns:x="http://www.w3.org/2000/svg"/>'))).toBe("svgEventHandler");
    expect(findSvgProblem(svg('<set attributeName="onload" to="alert(1)"/>'))).toBeNull();
  });

  it("refuses javascript: URLs, also entity-encoded, split by whitespace, or in animation values", () => {
    expect(findSvgProblem(svg('<a xlink:href="javascript:alert(1)"><rect/></a>'))).toBe("svgJavascriptUrl");
    expect(findSvgProblem(svg('<a href="JaVaScRiPt:alert(1)"><rect/></a>'))).toBe("svgJavascriptUrl");
    expect(findSvgProblem(svg('<a href="javascript&#58;alert(1)"><rect/></a>'))).toBe("svgJavascriptUrl");
    expect(findSvgProblem(svg('<a href="&#x6A;ava&#x09;script&#x3A;alert(1)"><rect/></a>'))).toBe("svgJavascriptUrl");
    expect(findSvgProblem(svg('<a href="java\tscript:alert(1)"><rect/></a>'))).toBe("svgJavascriptUrl");
    expect(findSvgProblem(svg('<a href=" &#1;javascript:alert(1)"><rect/></a>'))).toBe("svgMalformed"); // &#1; is not an XML 1.0 character
    expect(findSvgProblem(svg('<a><animate attributeName="href" values="#a;javascript:alert(1)"/></a>'))).toBe(
      "svgJavascriptUrl",
    );
  });

  it("refuses foreignObject, embedded HTML documents and any element in the XHTML namespace", () => {
    expect(
      findSvgProblem(
        svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      ),
    ).toBe("svgForeignObject");
    expect(findSvgProblem(svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="#"/>'))).toBe("svgForeignObject");
    expect(findSvgProblem(svg('<x:div xmlns:x="http://www.w3.org/1999/xhtml"><x:img src="#"/></x:div>'))).toBe(
      "svgForeignObject",
    );
    expect(findSvgProblem(svg('<g xmlns="http://www.w3.org/1999/xhtml"/>'))).toBe("svgForeignObject");
  });

  it("refuses references to outside files and addresses", () => {
    expect(findSvgProblem(svg('<image href="https://evil.example/x.png"/>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<use xlink:href="other.svg#icon"/>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<use href=" &#xA0;#icon"/>'))).toBe("svgExternalReference"); // a no-break space is a path, not blank
    expect(findSvgProblem(svg('<use href=""/>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<g xml:base="https://evil.example/"><use href="#icon"/></g>'))).toBe(
      "svgExternalReference",
    );
    expect(findSvgProblem(svg('<rect style="fill:url(https://evil.example/a.svg#g)"/>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg("<style>@import 'https://evil.example/a.css';</style>"))).toBe("svgExternalReference");
    expect(findSvgProblem(svg("<style><![CDATA[ rect { fill: url(//evil.example/p.svg#x) } ]]></style>"))).toBe(
      "svgExternalReference",
    );
    expect(findSvgProblem(svg("<style>@\\69mport 'https://evil.example/a.css';</style>"))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<a><set attributeName="xlink:href" to="https://evil.example/"/></a>'))).toBe(
      "svgExternalReference",
    );
    expect(
      findSvgProblem(svg('<xi:include href="https://evil.example/a.svg" xmlns:xi="http://www.w3.org/2001/XInclude"/>')),
    ).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<a><animate attributeName="href" values="#a;#b;"/></a>'))).toBeNull();
  });

  it("refuses url() to outside files in presentation attributes and in style sheets however split or escaped", () => {
    expect(findSvgProblem(svg('<rect fill="url(http://evil.example/p.svg#g)"/>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg("<rect filter=\"url('file:///tmp/f.svg#f')\"/>"))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<set attributeName="fill" to="url(https://evil.example/p.svg#g)"/>'))).toBe(
      "svgExternalReference",
    );
    expect(findSvgProblem(svg("<style>rect { fill: u\\72l(https://evil.example/p.svg#g) }</style>"))).toBe(
      "svgExternalReference",
    );
    expect(findSvgProblem(svg("<style>rect { fill: URL( /p.svg#g ) }</style>"))).toBe("svgExternalReference");
    expect(
      findSvgProblem(svg("<style>@im<!-- joined by the browser -->port 'https://evil.example/a.css';</style>")),
    ).toBe("svgExternalReference");
    expect(findSvgProblem(svg("<style>@im<![CDATA[port 'https://evil.example/a.css';]]></style>"))).toBe(
      "svgExternalReference",
    );
  });

  it("refuses image-set() and src() naming outside files, in <style> and in style attributes", () => {
    expect(findSvgProblem(svg('<style>rect { fill: image-set("https://evil.example/a.png" 1x) }</style>'))).toBe(
      "svgExternalReference",
    );
    expect(
      findSvgProblem(svg("<rect style=\"background:-webkit-image-set(url(#a) 1x, 'http://evil.example/b.png' 2x)\"/>")),
    ).toBe("svgExternalReference");
    expect(
      findSvgProblem(svg('<style>@font-face { font-family: x; src: src("https://evil.example/f.woff2") }</style>')),
    ).toBe("svgExternalReference");
    expect(
      findSvgProblem(svg("<rect style=\"background:image-set('data:image/png;base64,iVBORw0KGgo=' 1x)\"/>")),
    ).toBeNull();
  });

  it("refuses data: URLs that are not raster images, in use, image, CSS and animation values", () => {
    expect(findSvgProblem(svg(`<use href="data:image/svg+xml;base64,${SCRIPTED_SVG}#x"/>`))).toBe("svgDataUrl");
    expect(findSvgProblem(svg(`<image xlink:href="data:image/svg+xml;base64,${SCRIPTED_SVG}"/>`))).toBe("svgDataUrl");
    expect(findSvgProblem(svg('<image href="DATA:Image/SVG+xml,&lt;svg/&gt;"/>'))).toBe("svgDataUrl");
    expect(findSvgProblem(svg('<image href="data:text/plain,hi"/>'))).toBe("svgDataUrl");
    expect(findSvgProblem(svg('<image href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>'))).toBe(
      "svgDataUrl",
    );
    expect(findSvgProblem(svg(`<rect style="fill:url('data:image/svg+xml;base64,${SCRIPTED_SVG}#g')"/>`))).toBe(
      "svgDataUrl",
    );
    expect(
      findSvgProblem(svg(`<style>rect { filter: url(data:image/svg+xml;base64,${SCRIPTED_SVG}#f) }</style>`)),
    ).toBe("svgDataUrl");
    expect(
      findSvgProblem(svg(`<a><set attributeName="href" to="data:image/svg+xml;base64,${SCRIPTED_SVG}"/></a>`)),
    ).toBe("svgDataUrl");
  });

  it("refuses CSS escapes of quotes, brackets and backslashes, which would move where a url() or string ends", () => {
    expect(findSvgProblem(svg("<style>rect { fill: url(\\22 #g\\22 ) }</style>"))).toBe("svgCssEscape");
    expect(
      findSvgProblem(svg('<style>rect { fill: image-set("\\"" \'https://evil.example/a.png\' 1x) }</style>')),
    ).toBe("svgCssEscape");
    expect(findSvgProblem(svg("<style>rect { fill: u\\72l(#g) }</style>"))).toBeNull();
  });

  it("refuses elements nested deeper than 256 levels, quickly", () => {
    const nested = (depth: number) => svg(`${"<g>".repeat(depth - 2)}<rect/>${"</g>".repeat(depth - 2)}`); // <svg>, <g>s, <rect>
    expect(findSvgProblem(nested(MAX_SVG_DEPTH))).toBeNull();
    expect(findSvgProblem(nested(MAX_SVG_DEPTH + 1))).toBe("svgTooDeep");
    const started = performance.now();
    expect(findSvgProblem(nested(1_000_000))).toBe("svgTooDeep"); // 3 MB; without the limit this took hours
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("checks long runs of spaces in references and styles in linear time", () => {
    const spaces = " ".repeat(200_000);
    const started = performance.now();
    expect(findSvgProblem(svg(`<use href="#a${spaces}x"/><rect style="fill:url(#a${spaces}x)"/>`))).toBeNull();
    expect(findSvgProblem(svg(`<use href="${spaces}https://evil.example/a.svg"/>`))).toBe("svgExternalReference");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses DOCTYPE and entity declarations (entity expansion, external entities)", () => {
    expect(findSvgProblem('<!DOCTYPE svg [<!ENTITY lol "lol">]><svg>&lol;</svg>')).toBe("svgDoctype");
    expect(findSvgProblem('<?xml version="1.0"?><!DOCTYPE svg SYSTEM "http://evil.example/x.dtd"><svg/>')).toBe(
      "svgDoctype",
    );
    expect(findSvgProblem('<?xml version="1.0"?><!doctype svg SYSTEM "http://evil.example/x.dtd"><svg/>')).toBe(
      "svgMalformed",
    ); // XML spells it DOCTYPE
  });

  it("has a clear message for each problem", () => {
    expect(svgProblemMessage("svgScript")).toBe("This SVG contains a script, which is not allowed.");
    expect(svgProblemMessage("svgEventHandler")).toMatch(/event handler/);
    expect(svgProblemMessage("svgProcessingInstruction")).toMatch(
      /processing instruction \(such as <\?xml-stylesheet\?>\)/,
    );
    expect(svgProblemMessage("svgDataUrl")).toMatch(/data: URL that is not a PNG, JPEG, GIF or WebP image/);
    expect(svgProblemMessage("svgMalformed")).toMatch(/not well-formed XML/);
  });
});
