// case: exec.texdp3tex/execute/ps_1_3/texdp3tex-green (execute)
// expect: the outputs of execute-ps_1_3-texdp3tex-green.outputs.json (tolerance 3.125e-2)
// origin: execute texdp3tex {inputs: green}
ps_1_3
texcoord t0
texdp3tex t1, t0
mov r0, t1
