// case: exec.pow/execute/vs_2_x/pow-negative-base (execute)
// expect: the outputs of execute-vs_2_x-pow-negative-base.outputs.json (tolerance 2.44140625e-4)
// origin: execute pow {inputs: negative-base}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
pow r0, r1.x, r2.x
mov oPos, r0
