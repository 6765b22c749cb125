// case: exec.pow/execute/ps_2_0/pow-fraction (execute)
// expect: the outputs of execute-ps_2_0-pow-fraction.outputs.json (tolerance 3.4526698300124393e-4)
// origin: execute pow {inputs: fraction}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
pow r0, r1.x, r2.x
mov oC0, r0
