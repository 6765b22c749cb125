// case: exec.pow/execute/ps_2_0/pow-negative-base (execute)
// expect: the outputs of execute-ps_2_0-pow-negative-base.outputs.json (tolerance 2.44140625e-4)
// origin: execute pow {inputs: negative-base}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
pow r0, r1.x, r2.x
mov oC0, r0
