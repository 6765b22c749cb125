// case: ps.oDepth.no-ds-ignored/execute/ps_2_0/no-depth-buffer-no-buffer (execute)
// expect: the outputs of execute-ps_2_0-no-depth-buffer-no-buffer.outputs.json (tolerance 6.103515625e-5)
// origin: execute no-depth-buffer {inputs: no-buffer}
ps_2_0
mov oC0, c0
mov oDepth, c1.x
