// case: exec.texdepth/execute/ps_1_4/texdepth-no-depth-buffer-no-buffer (execute)
// expect: the outputs of execute-ps_1_4-texdepth-no-depth-buffer-no-buffer.outputs.json (tolerance 1.5625e-2)
// origin: execute texdepth-no-depth-buffer {inputs: no-buffer}
ps_1_4
texcrd r5.rgb, t0
phase
texdepth r5
mov r0, c0
