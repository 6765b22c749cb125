// case: exec.texm3x3tex/execute/ps_1_1/texm3x3tex-volume-near (execute)
// expect: the outputs of execute-ps_1_1-texm3x3tex-volume-near.outputs.json (tolerance 3.125e-2)
// origin: execute texm3x3tex {inputs: volume-near}
ps_1_1
texcoord t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3tex t3, t0
mov r0, t3
