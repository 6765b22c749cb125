// case: random/valid/ps_2_x/16 (validate)
// expect: valid
// case: random/assemble/ps_2_x/16 (assemble)
// expect: the tokens of valid-ps_2_x-16.bin
// origin: random seed 1 ps_2_x #16
ps_2_x
dcl_cube s15
dcl t0.xw
def c25, -1.0, -2.0, -0.5, 1.0
dcl_centroid t6.xyz
def c4, -1.0882012e-10, -2.0, 0.0077309744, -2.0
dcl_volume s2
defi i14, 3, 3, 1, 0
def c5, 0.5, 0.125, 0.0, -9.117292e-29
dcl t2.xy
dcl_cube s0
def c30, 0.0, 6.853755e-16, -2.0, 2.0
dcl t7
dp3 r2, c3.xxzw, t7
log r2.yw, -c1.z
log r22.xyw, r2.y
pow r3, -c0.w, c0.z
lrp r14.yw, c2.zywz, r2.xzzy, t7
texldp r29, r2, s2
cmp r17, c0.zxwz, r2, -r3
lrp r9.x, r22, -r3.y, -c0.xyw
texldd r2, r17, s15, r3, c0
texldp_pp r15, r2, s2
mad r18, r17, r15, -t7
if !b10
    mul_pp r1, r15.wzzx, -r17
    dp3_sat r31.xyw, c31, -r18.zyzw
    m3x3 r0.xyz, r2, c18
    min r9, r15, t7
    exp_pp r14.z, c31.y
    dp4 r13, r29.yyxy, c3
    if b13
        lrp r9.zw, r18, -c31, r29.xwwx
    endif
endif
mov oC0, r18
mov oC1, r3
mov oC2, c2
