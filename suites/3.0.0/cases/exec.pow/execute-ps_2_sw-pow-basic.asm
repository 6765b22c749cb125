// case: exec.pow/execute/ps_2_sw/pow-basic (execute)
// expect: the outputs of execute-ps_2_sw-pow-basic.outputs.json (tolerance 4.8828125e-4)
// origin: execute pow {inputs: basic}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
pow r0, r1.x, r2.x
mov oC0, r0
