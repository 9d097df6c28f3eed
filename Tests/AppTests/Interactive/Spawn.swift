import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program that leaves a daemon behind (the tmux server), and waits for the program itself.
///
/// Not `Process`: Foundation on Linux learns that a child ended from a socket the child inherits, and a daemon
/// that forks from the child keeps that socket open, so `waitUntilExit()` would never return. Here the child gets
/// /dev/null for its standard streams and no other descriptor of this process.
enum Spawn {
    /// Runs `path` with `arguments` and returns its exit status.
    @discardableResult
    static func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        nullStandardStreams(&actions)
        // glibc ignores closing a descriptor that is not open, so every possible one can be listed.
        for descriptor in Int32(3)..<Int32(1024) { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status >> 8) & 0xFF
    }

    /// Gives the child /dev/null for its standard input, output and error.
    private static func nullStandardStreams(_ actions: inout posix_spawn_file_actions_t) {
        for descriptor in Int32(0)...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
    }
}
