// case: ps.oDepth.no-ds-ignored/execute/ps_2_sw/no-depth-buffer-buffer (execute)
// expect: the outputs of execute-ps_2_sw-no-depth-buffer-buffer.outputs.json (tolerance 6.103515625e-5)
// origin: execute no-depth-buffer {inputs: buffer}
ps_2_sw
mov oC0, c0
mov oDepth, c1.x
