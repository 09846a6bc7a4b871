/**
 * A tiny PMTiles v3 archive for tests (one tile at z0 over India), so nothing
 * reaches the internet: the range-serving test and the browser test of the
 * maps' self-hosted basemap both use it.
 */
export const TILE = Buffer.from("a vector tile's bytes (the reader does not parse them)");

function varint(value: number): number[] {
  const bytes: number[] = [];
  while (value >= 0x80) {
    bytes.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  bytes.push(value);
  return bytes;
}

/** A PMTiles v3 archive (spec: github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md) holding one tile, z0/0/0. */
export function tinyPmtiles(): Buffer {
  // Root directory, uncompressed: 1 entry; tile id 0; run length 1; length; offset + 1.
  const directory = Buffer.from([...varint(1), ...varint(0), ...varint(1), ...varint(TILE.length), ...varint(1)]);
  const metadata = Buffer.from(JSON.stringify({ name: "test fixture" }));
  const header = Buffer.alloc(127);
  header.write("PMTiles", 0, "ascii");
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const dataOffset = metadataOffset + metadata.length;
  header.writeBigUInt64LE(BigInt(rootOffset), 8);
  header.writeBigUInt64LE(BigInt(directory.length), 16);
  header.writeBigUInt64LE(BigInt(metadataOffset), 24);
  header.writeBigUInt64LE(BigInt(metadata.length), 32);
  header.writeBigUInt64LE(BigInt(dataOffset), 40); // no leaf directories
  header.writeBigUInt64LE(0n, 48);
  header.writeBigUInt64LE(BigInt(dataOffset), 56);
  header.writeBigUInt64LE(BigInt(TILE.length), 64);
  header.writeBigUInt64LE(1n, 72); // addressed tiles
  header.writeBigUInt64LE(1n, 80); // tile entries
  header.writeBigUInt64LE(1n, 88); // tile contents
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: MVT
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(0, 101); // max zoom
  header.writeInt32LE(68 * 1e7, 102);
  header.writeInt32LE(6 * 1e7, 106);
  header.writeInt32LE(97 * 1e7, 110);
  header.writeInt32LE(37 * 1e7, 114);
  header.writeUInt8(0, 118);
  header.writeInt32LE(Math.round(78.9 * 1e7), 119);
  header.writeInt32LE(Math.round(22.5 * 1e7), 123);
  return Buffer.concat([header, directory, metadata, TILE]);
}
