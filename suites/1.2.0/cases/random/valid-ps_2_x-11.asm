// case: random/valid/ps_2_x/11 (validate)
// expect: valid
// case: random/assemble/ps_2_x/11 (assemble)
// expect: the tokens of valid-ps_2_x-11.bin
// origin: random seed 1 ps_2_x #11
ps_2_x
def c22, -1.0, -1.0, 8.885247e19, 5.8634005e-6
def c24, 0.25, 1.0, 0.0, -0.5
dcl_2d s14
dcl t0.xyz
dcl v1
defi i6, 1, 1, 2, 0
defb b10, false
dcl_volume s9
dcl_2d s0
defi i13, 4, 3, 1, 0
defb b11, false
dcl v0.xyw
dsx r1, c1
nrm_pp r4.xyz, r1
log r24.xy, c2.x
setp_le p0.w, -c1, c3.zzy
frc r28, v0.yxxy
max r4, -c31, t0.yxyz
pow r26, -t0.y, c31.w
texldp r28, r1, s14
dsx r24, -r28
m3x4 r25, r4.wxy, c24
(!p0.w) nrm r3, c2
exp_pp r27, v1.w
call l15
mov r27.xz, -r4
mov_sat r29.yz, c2.yzxz
texldp r13, r26, s14
mov oC0, r24
mov oC1, r13
mov oC2, r4
mov oC3, r26
ret
label l15
exp r15.x, -r24.x
call l3
abs r20.z, c31
ret
label l3
dp4 r3, r24, c1
if p0.w
    rcp_pp r11, -r26.w
    (p0.w) exp r20, c2.w
endif
ret
