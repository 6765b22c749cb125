// case: random/valid/ps_2_0/18 (validate)
// expect: valid
// case: random/assemble/ps_2_0/18 (assemble)
// expect: the tokens of valid-ps_2_0-18.bin
// origin: random seed 1 ps_2_0 #18
ps_2_0
dcl t2
dcl v1.z
dcl t5.yzw
dcl t4
dcl_cube s6
def c10, -2.0, 2.0, 4.6608535e-34, 0.5
rcp r11.x, c3.w
mov oC0, c0
mov oC1, t4
