// case: exec.mad/execute/ps_1_1/mad-basic (execute)
// expect: the outputs of execute-ps_1_1-mad-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute mad {inputs: basic}
ps_1_1
mov r1, c2
mad r0, c0, c1, r1
