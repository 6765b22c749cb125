// case: exec.pow/execute/vs_2_sw/pow-fraction (execute)
// expect: the outputs of execute-vs_2_sw-pow-fraction.outputs.json (tolerance 3.4526698300124393e-4)
// origin: execute pow {inputs: fraction}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
pow r0, r1.x, r2.x
mov oPos, r0
