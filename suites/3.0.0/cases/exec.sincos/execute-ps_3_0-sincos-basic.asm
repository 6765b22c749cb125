// case: exec.sincos/execute/ps_3_0/sincos-basic (execute)
// expect: the outputs of execute-ps_3_0-sincos-basic.outputs.json (tolerance 3.90625e-3)
// origin: execute sincos {inputs: basic}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
sincos r0.xy, r1.x
mov oC0, r0
