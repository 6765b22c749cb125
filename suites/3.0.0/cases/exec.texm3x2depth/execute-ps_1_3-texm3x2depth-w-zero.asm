// case: exec.texm3x2depth/execute/ps_1_3/texm3x2depth-w-zero (execute)
// expect: the outputs of execute-ps_1_3-texm3x2depth-w-zero.outputs.json (tolerance 1.5625e-2)
// origin: execute texm3x2depth {inputs: w-zero}
ps_1_3
texcoord t0
texm3x2pad t1, t0
texm3x2depth t2, t0
mov r0, c0
