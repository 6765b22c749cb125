// case: exec.cmp/execute/ps_3_sw/cmp-basic (execute)
// expect: the outputs of execute-ps_3_sw-cmp-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute cmp {inputs: basic}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
cmp r0, r1, r2, r3
mov oC0, r0
