// case: exec.mad/execute/ps_1_2/mad-negative (execute)
// expect: the outputs of execute-ps_1_2-mad-negative.outputs.json (tolerance 1.5625e-2)
// origin: execute mad {inputs: negative}
ps_1_2
mov r1, c2
mad r0, c0, c1, r1
