// case: exec.log/execute/vs_2_0/log-negative (execute)
// expect: the outputs of execute-vs_2_0-log-negative.outputs.json (tolerance 3.814697265625e-6)
// origin: execute log {inputs: negative}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov oPos, r0
