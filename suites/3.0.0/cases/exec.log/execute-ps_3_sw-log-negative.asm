// case: exec.log/execute/ps_3_sw/log-negative (execute)
// expect: the outputs of execute-ps_3_sw-log-negative.outputs.json (tolerance 3.814697265625e-6)
// origin: execute log {inputs: negative}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov oC0, r0
