// case: exec.sincos/execute/ps_3_0/sincos-negative (execute)
// expect: the outputs of execute-ps_3_0-sincos-negative.outputs.json (tolerance 9.765625e-3)
// origin: execute sincos {inputs: negative}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
sincos r0.xy, r1.x
mov oC0, r0
