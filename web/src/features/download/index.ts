/** Public surface of the app download page (spec 2 §2 "Download page"), loaded lazily by /download. */
export { DownloadPage } from './components/download-page';
