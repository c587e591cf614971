import { describe, expect, it } from 'vitest';
import { kindOf, mimeOfUpload, previewUrl } from './uploadTypes';

describe('uploaded files in the console', () => {
  it('takes the mime type of an upload from its format', () => {
    expect(mimeOfUpload({ formatType: 'png', fileType: 'image' })).toBe('image/png');
    expect(mimeOfUpload({ formatType: 'jpg', fileType: 'image' })).toBe('image/jpeg');
    expect(mimeOfUpload({ formatType: 'svg', fileType: 'image' })).toBe('image/svg+xml');
    expect(mimeOfUpload({ formatType: 'webm', fileType: 'video' })).toBe('video/webm');
    expect(mimeOfUpload({ formatType: 'mp3', fileType: 'audio' })).toBe('audio/mpeg');
    expect(mimeOfUpload({ formatType: 'xyz', fileType: 'audio' })).toBe('audio/xyz');
  });

  it('previews by mime type, else by the extension', () => {
    expect(kindOf('video/mp4', 'uploads/a.png')).toBe('video');
    expect(kindOf('audio/mpeg', undefined)).toBe('audio');
    expect(kindOf(undefined, 'assets/content/video-01.webm')).toBe('video');
    expect(kindOf('', 'uploads/2026/11/x.mp3')).toBe('audio');
    expect(kindOf(undefined, undefined)).toBe('image');
  });

  it('loads server paths from the console origin and absolute URLs as they are', () => {
    expect(previewUrl('uploads/2026/11/a.png')).toBe('/uploads/2026/11/a.png');
    expect(previewUrl('/assets/banner/banner-1.svg')).toBe('/assets/banner/banner-1.svg');
    expect(previewUrl('https://cdn.example.test/a.png')).toBe('https://cdn.example.test/a.png');
    expect(previewUrl('  ')).toBeNull();
    expect(previewUrl(undefined)).toBeNull();
  });
});
