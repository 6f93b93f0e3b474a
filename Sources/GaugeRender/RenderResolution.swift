/// Whether the running render draws every row: no M4 reduction of lines and areas, no point
/// clouds, no column reduction of bars or rules, no merging of thin sectors. The reductions
/// stand for this picture (the same pixels, in a bounded SVG); drawing it is how tests and
/// `bench/render_vs_peers.py --pixels` measure how far they are from it. Not user-facing: it
/// travels as a task-local value set from `RenderRequest.drawsEveryRow`, which the kernel
/// sets only when started with `GAUGE_DRAW_EVERY_ROW=1` in its environment.
enum RenderResolution {
    @TaskLocal static var drawsEveryRow = false
}
