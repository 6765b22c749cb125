// case: exec.log/execute/ps_2_0/log-negative (execute)
// expect: the outputs of execute-ps_2_0-log-negative.outputs.json (tolerance 1.220703125e-4)
// origin: execute log {inputs: negative}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov oC0, r0
