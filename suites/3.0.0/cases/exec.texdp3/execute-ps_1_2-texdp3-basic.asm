// case: exec.texdp3/execute/ps_1_2/texdp3-basic (execute)
// expect: the outputs of execute-ps_1_2-texdp3-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute texdp3 {inputs: basic}
ps_1_2
texcoord t0
texdp3 t1, t0
mov r0, t1
