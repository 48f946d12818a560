// Ludii's random play-outs timed as benchmarks/extra_kernel.py times the kernels (#24): the process's CPU time (the
// clock of time.process_time() there: the collector's and the compiler's threads count, as Python's collection
// does in its one thread), after a warm-up of the same play-outs, and one JSON line printed; "thread_moves_per_s"
// is the play-out thread's CPU time alone (this harness's clock until 2026-12-03, about 3 % faster).  A move is a move played: Ludii's trial also
// counts the set-up's placements (numInitialPlacementMoves) among its moves, which a player never chooses and
// our kernels do not count; "ludii_m_per_s" is Ludii's own count, for comparison with its --time-playouts.
//
// Compiled and run by extra_kernel.py against whatever Ludii is on the class path: the released Ludii.jar, or the
// jar tools/build_ludii.sh makes from Ludii's sources.  Only Ludii's public game API is used (GameLoader,
// Game.start, Game.playout, Trial.numMoves), so any Ludii 1.3.x works.
//
// usage: java -cp LUDII_JAR:DIR LudiiPlayouts GAME RULESET WARM_UP_S MEASURE_S SEED
//   GAME     a .lud path under /lud/, e.g. board/race/escape/Senet.lud
//   RULESET  a ruleset heading, e.g. "Ruleset/Jequier (Scholarly)", or "" for the game's default options

import game.Game;
import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Random;
import other.GameLoader;
import other.context.Context;
import other.trial.Trial;

public final class LudiiPlayouts {
    public static void main(final String[] args) {
        if (args.length != 5) {
            System.err.println("usage: LudiiPlayouts GAME RULESET WARM_UP_S MEASURE_S SEED");
            System.exit(2);
        }
        final String path = args[0].startsWith("/lud/") ? args[0] : "/lud/" + args[0];
        final double warmUp = Double.parseDouble(args[2]), measure = Double.parseDouble(args[3]);
        if (LudiiPlayouts.class.getResource(path) == null) {
            System.err.println("no such game in this Ludii: " + path);
            System.exit(2);
        }
        final Game game = args[1].isEmpty() ? GameLoader.loadGameFromName(path) : GameLoader.loadGameFromName(path, args[1]);
        final Context context = new Context(game, new Trial(game));
        final ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        final OperatingSystemMXBean process = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        final Random random = new Random(Long.parseLong(args[4]));

        // the warm-up: the JIT compiles the play-out's code, as in Ludii's own --time-playouts
        long start = clock.getCurrentThreadCpuTime();
        while (clock.getCurrentThreadCpuTime() - start < warmUp * 1e9) {
            game.start(context);
            game.playout(context, null, 1.0, null, -1, -1, random);
        }
        System.gc();

        long moves = 0, placements = 0, playouts = 0, now;
        final long threadStart = clock.getCurrentThreadCpuTime();
        start = process.getProcessCpuTime();
        do {
            game.start(context);
            game.playout(context, null, 1.0, null, -1, -1, random);
            moves += context.trial().numMoves();  // as Ludii's own --time-playouts counts them (its m/s)
            placements += context.trial().numInitialPlacementMoves();  // the set-up, which no player chose
            playouts++;
            now = process.getProcessCpuTime();
        } while (now - start < measure * 1e9);
        final double seconds = (now - start) / 1e9;
        final double threadSeconds = (clock.getCurrentThreadCpuTime() - threadStart) / 1e9;
        System.out.printf(java.util.Locale.ROOT,
            "{\"game\": \"%s\", \"ruleset\": \"%s\", \"moves_per_s\": %.1f, \"ludii_m_per_s\": %.1f, "
                + "\"playouts_per_s\": %.3f, \"moves_per_playout\": %.2f, \"placements_per_playout\": %.2f, "
                + "\"seconds\": %.3f, \"thread_moves_per_s\": %.1f}%n",
            game.name().replace("\"", "'"), args[1].replace("\"", "'"), (moves - placements) / seconds,
            moves / seconds, playouts / seconds, (double) (moves - placements) / playouts,
            (double) placements / playouts, seconds, (moves - placements) / threadSeconds);
    }
}
