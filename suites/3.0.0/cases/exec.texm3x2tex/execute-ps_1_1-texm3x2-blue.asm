// case: exec.texm3x2tex/execute/ps_1_1/texm3x2-blue (execute)
// expect: the outputs of execute-ps_1_1-texm3x2-blue.outputs.json (tolerance 3.125e-2)
// origin: execute texm3x2 {inputs: blue}
ps_1_1
texcoord t0
texm3x2pad t1, t0
texm3x2tex t2, t0
mov r0, t2
