# The Melee Event: what its rules say in the log and when they refuse a command.
