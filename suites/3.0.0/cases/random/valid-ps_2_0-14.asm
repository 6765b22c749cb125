// case: random/valid/ps_2_0/14 (validate)
// expect: valid
// case: random/assemble/ps_2_0/14 (assemble)
// expect: the tokens of valid-ps_2_0-14.bin
// origin: random seed 1 ps_2_0 #14
ps_2_0
def c21, 0.5, 0.0, -1.0487872e-24, 2.0
dcl_2d s10
dcl_2d s8
def c24, -0.0029812464, 4.0, 380658.72, -2.0
dcl v1.xyz
dcl v0
dp4 r2, -c1, -c1
mul r0, -r2, c31.w
texldb r7, r2, s10
m4x4_sat r11, r2.wzyx, c22
mov_pp r0.zw, v1.y
dp3 r1.xy, c1, r2
log_pp r5, -c1.y
nrm_pp r11, -r0.z
mul r7, -r7.x, r0
nop
cmp r11, r7.x, -c3.yzxw, -r5.x
mov oC0, r2
