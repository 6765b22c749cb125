// case: exec.dp3/execute/vs_2_sw/dp3-orthogonal (execute)
// expect: the outputs of execute-vs_2_sw-dp3-orthogonal.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute dp3 {inputs: orthogonal}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
dp3 r0, r1, r2
mov oPos, r0
