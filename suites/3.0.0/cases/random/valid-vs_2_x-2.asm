// case: random/valid/vs_2_x/2 (validate)
// expect: valid
// case: random/assemble/vs_2_x/2 (assemble)
// expect: the tokens of valid-vs_2_x-2.bin
// origin: random seed 1 vs_2_x #2
vs_2_x
dcl_blendweight4 v5
def c18, 0.125, 0.125, 4.0, 3.1764032e-29
dcl_position v9
def c23, 0.5, 0.25, -7.356088e27, 2.0
dcl_blendindices10 v12
defb b0, true
dcl_binormal15 v8
defi i1, 1, 1, 1, 0
def c29, 0.125, 7.577895e29, -2.0, -1.7449739e28
defi i10, 3, 1, 2, 0
exp r28, -c255.y
sge r13, -v9.xyw, v9
if_eq r13.y, v8.z
    m3x3 r14.xyz, v12.w, c142
    nop
endif
call l3
log r6, c0.y
dp3 r8, -c0.ywxy, -v9
dst r7, c0, -v12.wxxw
call l3
log r24.xyw, r13.w
sge r18, -r13, -r7.yyzw
if b3
    dst r31, r28, c2
    pow r15.yz, -r18.x, c2.x
    mad r5, -c3.wzyx, v9, r7.xxxy
    if_le r18.z, v5.w
        crs r10.xy, v5, -r28
        m4x3 r23.xyz, v5.xwy, c50
        lrp r8, c3.xzy, r5, -c3
        mova a0, v8
        setp_ge p0.yw, -v12, r13.yzyw
        m3x4 r28, r13, c97
        (p0.y) rsq r10, c4[a0.x].x
        nrm r22, -c3
        callnz l3, b13
    endif
endif
mul oPos, -r13.yxxz, -r13
mad oD0.yw, -v5, -c3.yzyx, r8
mul oT2.x, -v12, v12.zxzx
mul oT3.xy, -r13, -v12
add oT6, -v8, r8
ret
label l3
ret
