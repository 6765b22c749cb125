// case: exec.sincos/execute/vs_3_sw/sincos-basic (execute)
// expect: the outputs of execute-vs_3_sw-sincos-basic.outputs.json (tolerance 3.90625e-3)
// origin: execute sincos {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
sincos r0.xy, r1.x
mov o0, r0
