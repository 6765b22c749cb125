// case: exec.dp3/execute/ps_1_4/dp3-orthogonal (execute)
// expect: the outputs of execute-ps_1_4-dp3-orthogonal.outputs.json (tolerance 1.5625e-2)
// origin: execute dp3 {inputs: orthogonal}
ps_1_4
mov r1, c2
dp3 r0, c0, c1
