// case: exec.add/execute/ps_1_2/comp-basic (execute)
// expect: the outputs of execute-ps_1_2-comp-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute comp {inputs: basic}
ps_1_2
mov r1, c2
add r0, 1 - r1, c1
