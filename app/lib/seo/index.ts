export { pageMeta, SITE_NAME } from "./page-meta";
