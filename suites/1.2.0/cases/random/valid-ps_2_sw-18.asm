// case: random/valid/ps_2_sw/18 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/18 (assemble)
// expect: the tokens of valid-ps_2_sw-18.bin
// origin: random seed 1 ps_2_sw #18
ps_2_sw
def c17, -0.5, -1.0, 84723.23, 0.5
defi i48, 3, 2, 1, 0
dcl_2d s13
dcl v1.zw
dcl_2d s10
defb b34, false
dcl v0.zw
defi i36, 1, 0, 1, 0
dcl t2
dcl t6
dsx_pp r19, -c0
texld_pp r10, r19, s13
texkill t2
setp_gt p0.xz, t6.zzxy, r19
frc r16, c1.wwy
frc r8.w, r10
rcp r26.w, v0.w
lrp r23.xw, c0, -c8191, c2.xyyz
call l712
setp_ne p0.xyz, -t6, -t6
add r31.yzw, r10, -c3.xwy
sincos r22.y, t6.z, c8190, c8191
texldb r26, r19, s10
texkill r10
mov oC0, c0
mov oC1, c8191
ret
label l712
callnz l1251, !p0.z
log r22, -t6.x
log r1.y, r19.x
crs r31.yz, r16, c2
mul_pp r28, c2, c8191.zyzx
call l1251
ret
label l1251
ret
