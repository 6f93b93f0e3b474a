"""A minimal PNG decoder (8-bit greyscale/RGB/RGBA, non-interlaced), so the harness needs no
imaging package: Playwright screenshots are exactly this kind of PNG."""
import struct
import zlib

_CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


class Image:
    """Decoded pixels: `pixel(x, y)` gives (r, g, b) in 0...255, `sample(x, y)` bilinear at a
    point in pixel coordinates (pixel centres at +0.5)."""

    def __init__(self, width, height, channels, rows):
        self.width, self.height, self.channels, self.rows = width, height, channels, rows

    def pixel(self, x, y):
        x = min(max(int(x), 0), self.width - 1)
        y = min(max(int(y), 0), self.height - 1)
        row, i = self.rows[y], x * self.channels
        if self.channels < 3:
            return (row[i], row[i], row[i])
        return (row[i], row[i + 1], row[i + 2])

    def sample(self, x, y):
        fx, fy = x - 0.5, y - 0.5
        x0, y0 = int(fx // 1), int(fy // 1)
        ax, ay = fx - x0, fy - y0
        result = [0.0, 0.0, 0.0]
        for dx, dy, weight in ((0, 0, (1 - ax) * (1 - ay)), (1, 0, ax * (1 - ay)),
                               (0, 1, (1 - ax) * ay), (1, 1, ax * ay)):
            colour = self.pixel(x0 + dx, y0 + dy)
            for k in range(3):
                result[k] += weight * colour[k]
        return tuple(result)


def decode(data):
    """The `Image` in PNG bytes `data`."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or interlace or colour_type not in _CHANNELS:
        raise ValueError("unsupported PNG")
    bpp = _CHANNELS[colour_type]
    raw, stride = zlib.decompress(idat), width * bpp
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return Image(width, height, bpp, rows)
