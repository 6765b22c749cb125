// case: exec.pow/execute/vs_3_sw/pow-basic (execute)
// expect: the outputs of execute-vs_3_sw-pow-basic.outputs.json (tolerance 4.8828125e-4)
// origin: execute pow {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
pow r0, r1.x, r2.x
mov o0, r0
