// case: exec.nop/execute/ps_2_sw/nop-basic (execute)
// expect: the outputs of execute-ps_2_sw-nop-basic.outputs.json (tolerance 6.103515625e-5)
// origin: execute nop {inputs: basic}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
nop
mov oC0, r0
