// case: exec.nop/execute/ps_1_1/nop-basic (execute)
// expect: the outputs of execute-ps_1_1-nop-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute nop {inputs: basic}
ps_1_1
mov r1, c2
mov r0, c0
nop
