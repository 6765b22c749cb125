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
min r2, c31.xxzw, c31
m3x4_pp r28, r2.zyzx, c28
texldp r22, r2, s0
pow r17, c31.z, c3.w
texldb r7, r17, s0
setp_ge p0.yw, r2.yxy, -c3.xwwx
m3x2_sat r27.xy, -t7, c28
(p0.w) exp r21, c3.z
mov r27, -c0
mov r22, r17
callnz l11, p0.y
texld r28, r17, s15
mul_pp r22, r2, r22
callnz l11, !p0.w
dsx r9, -r28
add r10, t7.yxzy, r9.wzzx
texld_pp r10, r27, s15
dsy r6, -c0
log r4, r7.y
lrp r8, -c31, r7, c2
mov oC0, c3
mov oC1, c0
mov oC2, r8
ret
label l11
m3x3 r14.xyz, r27.xxzy, c3
log_sat_pp r5, c3.w
if p0.w
    mul r9.zw, c2, -c0
    nop
    log r28.y, r14.x
    dsy r9.x, r28
endif
ret
