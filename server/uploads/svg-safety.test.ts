import { describe, expect, it } from "vitest";
import { decodeEntities, findSvgProblem, svgProblemMessage } from "./svg-safety";

const svg = (body: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`;

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

  it("refuses script elements in any case and namespace, and scripts hidden in CDATA", () => {
    expect(findSvgProblem(svg("<script>alert(1)</script>"))).toBe("svgScript");
    expect(findSvgProblem(svg("<SCRIPT>alert(1)</SCRIPT>"))).toBe("svgScript");
    expect(findSvgProblem(svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'))).toBe("svgScript");
    expect(findSvgProblem(svg("<script><![CDATA[ alert(1) ]]></script>"))).toBe("svgScript");
    expect(findSvgProblem(svg("<text><![CDATA[ <script>alert(1)</script> ]]></text>"))).toBe("svgScript");
  });

  it("refuses event handler attributes, however written", () => {
    expect(findSvgProblem(svg("", ' onload="alert(1)"'))).toBe("svgEventHandler");
    expect(findSvgProblem(svg('<rect ONCLICK="x()"/>'))).toBe("svgEventHandler");
    expect(findSvgProblem(svg("<rect onmouseover=x()/>"))).toBe("svgEventHandler");
    expect(findSvgProblem(svg('<rect title="a > b" onfocus = "x()"/>'))).toBe("svgEventHandler");
    expect(findSvgProblem(svg('<set attributeName="onload" to="alert(1)"/>'))).toBeNull();
  });

  it("refuses javascript: URLs, also entity-encoded, split by whitespace, or in animation values", () => {
    expect(findSvgProblem(svg('<a xlink:href="javascript:alert(1)"><rect/></a>'))).toBe("svgJavascriptUrl");
    expect(findSvgProblem(svg('<a href="JaVaScRiPt:alert(1)"><rect/></a>'))).toBe("svgJavascriptUrl");
    expect(findSvgProblem(svg('<a href="&#x6A;ava&#x09;script&colon;alert(1)"><rect/></a>'))).toBe("svgJavascriptUrl");
    expect(findSvgProblem(svg('<a><animate attributeName="href" values="#a;javascript:alert(1)"/></a>'))).toBe("svgJavascriptUrl");
  });

  it("refuses foreignObject and embedded HTML documents", () => {
    expect(findSvgProblem(svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'))).toBe("svgForeignObject");
    expect(findSvgProblem(svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="#"/>'))).toBe("svgForeignObject");
  });

  it("refuses references to outside files and addresses", () => {
    expect(findSvgProblem(svg('<image href="https://evil.example/x.png"/>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<use xlink:href="other.svg#icon"/>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<image href="data:text/plain,hi"/>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<rect style="fill:url(https://evil.example/a.svg#g)"/>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg("<style>@import 'https://evil.example/a.css';</style>"))).toBe("svgExternalReference");
    expect(findSvgProblem(svg("<style><![CDATA[ rect { fill: url(//evil.example/p.svg#x) } ]]></style>"))).toBe("svgExternalReference");
    expect(findSvgProblem(svg("<style>@\\69mport 'https://evil.example/a.css';</style>"))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<a><set attributeName="xlink:href" to="https://evil.example/"/></a>'))).toBe("svgExternalReference");
    expect(findSvgProblem(svg('<a><animate attributeName="href" values="#a;#b"/></a>'))).toBeNull();
  });

  it("refuses DOCTYPE and entity declarations (entity expansion, external entities)", () => {
    expect(findSvgProblem('<!DOCTYPE svg [<!ENTITY lol "lol">]><svg>&lol;</svg>')).toBe("svgDoctype");
    expect(findSvgProblem('<?xml version="1.0"?><!doctype svg SYSTEM "http://evil.example/x.dtd"><svg/>')).toBe("svgDoctype");
  });

  it("has a clear message for each problem", () => {
    expect(svgProblemMessage("svgScript")).toBe("This SVG contains a script, which is not allowed.");
    expect(svgProblemMessage("svgEventHandler")).toMatch(/event handler/);
  });
});

describe("decodeEntities", () => {
  it("decodes numeric and common named entities", () => {
    expect(decodeEntities("&#106;&#x61;v&amp;&lt;&colon;")).toBe("jav&<:");
    expect(decodeEntities("&unknown;")).toBe("&unknown;");
  });
});
