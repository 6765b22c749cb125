// case: exec.pow/execute/vs_2_0/pow-basic (execute)
// expect: the outputs of execute-vs_2_0-pow-basic.outputs.json (tolerance 4.8828125e-4)
// origin: execute pow {inputs: basic}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
pow r0, r1.x, r2.x
mov oPos, r0
